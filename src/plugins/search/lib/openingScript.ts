import {slashShortcutKey} from './slashShortcut';

/**
 * The search's first moment, as an inline script in every page's <head> (the Content-Security-Policy
 * allows it by its hash, which src/plugins/security-headers computes from the built pages).
 *
 * The DocSearch modal's code arrives after the page (and before hydration, nothing answers a tap or a
 * shortcut at all): letters typed in the meantime were lost ("שעות נוספות" arrived as "ות נוספות").
 * This script opens a light dialog at once, a field and a visible "החיפוש נטען…", on a tap of the
 * search button, Ctrl+K (⌘K) or "/" (unless the reader turned it off: ./slashShortcut.ts): the field takes focus within the reader's gesture (so a phone
 * shows its keyboard) and keeps every keystroke. Before hydration the script answers those itself;
 * after it, the SearchBar opens the same dialog through `window.guideSearchOpening`
 * (../client/searchOpening.ts), and hands its text to DocSearch as the initial query when the modal
 * mounts. A dialog opened before hydration is taken over by the SearchBar as soon as it mounts.
 * Before hydration the tap's events (pointer, mouse, touch, click) on the button stop at the document
 * (its own listeners still hear them), short of React's root: React, which hydrates the page in
 * slices, hydrates all of it at once when such an event reaches its root still unhydrated, to hand
 * it over (on a slow phone a task of about 2 s, in which the dialog could neither paint nor hear a key).
 * If the modal's code cannot be fetched (offline), the SearchBar calls `fail()`: the dialog says so,
 * keeps the text, and offers "ניסיון חוזר", which it also does itself when the browser is back online.
 *
 * Tab and Shift+Tab go round its controls while it is open (the field, "ביטול", "ניסיון חוזר"), wherever the focus
 * was left (a click on its text leaves it on the page's body): never to the page behind it (WCAG 2.4.3).
 *
 * Its words are the search button's data-opening-* attributes (Hebrew, from i18n/he/code.json,
 * rendered with the page); its look is client/searchOpening.css, in the page's stylesheet.
 */

/** The name of the global object through which the script and the SearchBar share the dialog. */
export const openingGlobal = 'guideSearchOpening';

/** The dialog's classes (client/searchOpening.css). */
export const openingClass = 'search-opening';

export function searchOpeningScript(maxQueryLength: number): string {
  return `(function(){
var w=window,d=document,api=w[${JSON.stringify(openingGlobal)}]={owner:null,selection:''},box=null,field=null,close=null,status=null,text=null,retry=null,words={};
function button(){return d.querySelector('button.DocSearch-Button');}
function el(tag,cls,parent){var e=d.createElement(tag);e.className='${openingClass}'+cls;if(parent)parent.appendChild(e);return e;}
function dismiss(){api.close(true);if(api.owner)api.owner.dismiss();}
function again(){if(api.owner)api.owner.request();}
function loading(){
if(!retry)return;
retry.remove();retry=null;status.className='${openingClass}__status';text.data=' '+(words.openingLoading||'');
}
api.open=function(){
if(box){loading();field.focus();return;}
var b=button();words=(b&&b.dataset)||{};
api.selection=String(w.getSelection?w.getSelection():'');
box=el('div','');
box.addEventListener('mousedown',function(e){if(e.target===box)dismiss();});
var dialog=el('div','__dialog',box);
dialog.setAttribute('role','dialog');dialog.setAttribute('aria-modal','true');dialog.setAttribute('aria-label',words.openingLabel||'');
var form=el('form','__form',dialog);
form.addEventListener('submit',function(e){e.preventDefault();});
field=el('input','__input',form);
field.type='search';field.maxLength=${maxQueryLength};field.autocomplete='off';field.spellcheck=false;
field.setAttribute('enterkeyhint','search');field.setAttribute('aria-label',words.openingLabel||'');field.placeholder=words.openingPlaceholder||'';
close=el('button','__close',form);
close.type='button';close.textContent=words.openingCancel||'';close.addEventListener('click',dismiss);
status=el('p','__status',dialog);
status.setAttribute('role','status');
el('span','__spinner',status).setAttribute('aria-hidden','true');
text=d.createTextNode(' '+(words.openingLoading||''));status.appendChild(text);
dialog.addEventListener('keydown',function(e){
if(e.key==='Escape'){e.preventDefault();e.stopPropagation();dismiss();}
});
d.body.appendChild(box);
field.focus();
};
api.fail=function(){
if(!box||retry)return;
status.className='${openingClass}__status ${openingClass}__status--failed';text.data=' '+(words.openingFailed||'');
retry=el('button','__retry button button--primary',status.parentNode);
retry.type='button';retry.textContent=words.openingRetry||'';retry.addEventListener('click',again);
};
api.close=function(restoreFocus){
if(!box)return;
box.remove();box=null;field=null;close=null;status=null;text=null;retry=null;
var b=button();if(restoreFocus&&b)b.focus();
};
api.value=function(){return field?field.value:null;};
function editable(t){return t&&(t.isContentEditable||/^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(t.tagName));}
function slash(){try{return localStorage.getItem(${JSON.stringify(slashShortcutKey)})!=='off';}catch(e){return true;}}
function onButton(e){return !api.owner&&e.target.closest&&e.target.closest('button.DocSearch-Button');}
['pointerdown','pointerup','mousedown','mouseup','touchstart','touchend','click'].forEach(function(t){
d.addEventListener(t,function(e){
if(!onButton(e))return;
e.stopPropagation();
if(t==='click')api.open();
},true);
});
w.addEventListener('keydown',function(e){
if(box&&e.key==='Tab'){
e.preventDefault();
var stops=[].slice.call(box.querySelectorAll('input,button,a[href]')),i=stops.indexOf(d.activeElement);
stops[i<0?(e.shiftKey?stops.length-1:0):(i+(e.shiftKey?stops.length-1:1))%stops.length].focus();
return;
}
if(api.owner)return;
var k=(e.key||'').toLowerCase(),shortcut=k==='k'&&(e.metaKey||e.ctrlKey);
if(shortcut&&box){e.preventDefault();dismiss();}
else if(!box&&(shortcut||(k==='/'&&!editable(e.target)&&slash()))){e.preventDefault();api.open();}
},true);
w.addEventListener('online',function(){if(retry)again();});
})();`;
}
