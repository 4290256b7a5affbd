import {slashShortcutKey} from './slashShortcut';

/**
 * The offline search dialog's frame, as an inline script in every page's <head> (the Content-Security-Policy allows it by
 * its hash, which src/plugins/security-headers computes from the built pages). It answers the search button, Ctrl+K
 * (⌘K) and "/" (unless the reader turned it off in the dialog's footer) from the first paint, before the page's code
 * has run: it shows the dialog, cloned from the page (the SearchBar renders it in a <template>, with its words), and the
 * field takes the focus within the reader's gesture (a phone shows its keyboard) and keeps every keystroke. The search
 * itself (../client/searchDialog.ts) takes the same field when its code is here: one dialog from the tap on, nothing to
 * hand over. The script keeps the frame's own behaviour: Escape, the close button and a tap beside the dialog close it
 * and give the focus back to the button; Tab and Shift+Tab go round its controls, never to the page behind it (WCAG
 * 2.4.3). Before hydration the tap's events on the button stop at the document, short of React's root, which would
 * otherwise hydrate the whole page at once to hand them over (a long task in which the dialog could not paint).
 */

/** The global object through which the script and the dialog's code share the frame. */
export const dialogGlobal = 'guideSearch';

/** The <template> the SearchBar renders the frame in. */
export const dialogTemplateId = 'search-dialog';

export type DialogApi = {
  /** Shows the frame (or focuses its field). */
  open: () => void;
  /** Removes the frame; `restoreFocus` gives the focus back to the search button. */
  close: (restoreFocus: boolean) => void;
  /** Says the dialog's code could not be fetched, and offers to try again. */
  fail: () => void;
  /** Set by the dialog's start: the frame is shown (again, after a failure: "ניסיון חוזר"). */
  onopen?: (box: HTMLElement) => void;
  onclose?: () => void;
  /** Goes to a page of the site: the router once the page is hydrated, a page load before. */
  navigate: (href: string) => void;
};

export function searchDialogScript(maxQueryLength: number): string {
  return `(function(){
var w=window,d=document,box=null,api=w[${JSON.stringify(dialogGlobal)}]={navigate:function(h){location.assign(h);}};
function button(){return d.querySelector('button.DocSearch-Button');}
function field(){return box&&box.querySelector('input.DocSearch-Input');}
function slash(){try{return localStorage.getItem(${JSON.stringify(slashShortcutKey)})!=='off';}catch(e){return true;}}
function started(){if(api.onopen)api.onopen(box);}
api.open=function(){
if(box){field().focus();return;}
var t=d.getElementById(${JSON.stringify(dialogTemplateId)});if(!t)return;
var s=String(w.getSelection?w.getSelection():'').trim();
if(s.length>${maxQueryLength})s=s.slice(0,/[\\uD800-\\uDBFF]/.test(s.charAt(${maxQueryLength - 1}))?${maxQueryLength - 1}:${maxQueryLength});
box=t.content.firstElementChild.cloneNode(true);
box.querySelector('.search-slash-setting input').checked=slash();
if(/Mac|iPhone|iPad/.test(navigator.platform))box.querySelector('.search-dialog-modifier').textContent='\\u2318';
d.body.appendChild(box);d.body.classList.add('DocSearch--active');
var f=field();f.value=s;f.focus();if(s)f.select();
started();
};
api.close=function(restoreFocus){
if(!box)return;
box.remove();box=null;d.body.classList.remove('DocSearch--active');
if(api.onclose)api.onclose();
var b=button();if(restoreFocus&&b)b.focus();
};
api.fail=function(){
var help=box&&box.querySelector('.search-dialog-loading');if(!help)return;
var t=d.getElementById(${JSON.stringify(dialogTemplateId)}).dataset;
help.textContent=t.failed;help.classList.add('search-dialog-failed');
var r=d.createElement('button');r.type='button';r.className='button button--primary search-dialog-retry';r.textContent=t.retry;
r.addEventListener('click',function(){r.remove();help.textContent=t.loading;help.classList.remove('search-dialog-failed');field().focus();started();});
help.after(r);
};
function onButton(e){return e.target.closest&&e.target.closest('button.DocSearch-Button');}
['pointerdown','pointerup','mousedown','mouseup','touchstart','touchend','click'].forEach(function(t){
d.addEventListener(t,function(e){
if(onButton(e)){e.stopPropagation();if(t==='click')api.open();return;}
if(!box)return;
if(t==='mousedown'&&e.target===box)api.close(true);
if(t==='click'&&e.target.closest&&e.target.closest('.DocSearch-Close'))api.close(true);
},true);
});
d.addEventListener('submit',function(e){if(box&&box.contains(e.target))e.preventDefault();},true);
d.addEventListener('change',function(e){
if(!box||!e.target.closest('.search-slash-setting'))return;
try{if(e.target.checked)localStorage.removeItem(${JSON.stringify(slashShortcutKey)});else localStorage.setItem(${JSON.stringify(slashShortcutKey)},'off');}catch(x){}
},true);
function editable(t){return t&&(t.isContentEditable||/^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(t.tagName));}
w.addEventListener('keydown',function(e){
var k=(e.key||'').toLowerCase(),shortcut=k==='k'&&(e.metaKey||e.ctrlKey)&&!e.altKey;
if(box&&k==='escape'){e.preventDefault();e.stopPropagation();api.close(true);return;}
if(box&&k==='tab'&&!e.altKey&&!e.ctrlKey&&!e.metaKey){
e.preventDefault();
var stops=[].filter.call(box.querySelectorAll('a[href],button,input'),function(x){return x.tabIndex>=0&&!x.disabled&&x.getClientRects().length>0;}),i=stops.indexOf(d.activeElement);
if(stops.length)stops[i<0?(e.shiftKey?stops.length-1:0):(i+(e.shiftKey?stops.length-1:1))%stops.length].focus();
return;
}
if(shortcut){e.preventDefault();if(box)api.close(true);else api.open();}
else if(!box&&k==='/'&&!editable(e.target)&&slash()){e.preventDefault();api.open();}
},true);
w.addEventListener('online',function(){var r=box&&box.querySelector('.search-dialog-retry');if(r)r.click();});
})();`;
}
