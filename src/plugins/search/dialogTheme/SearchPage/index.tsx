// The /search page is the same in both builds.
export {default} from '../../theme/SearchPage';
