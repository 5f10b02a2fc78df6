// The two documents of the menu's 'Other Link', shipped with the shell and opened in a new tab.
import gyanpathik from './documents/gyanpathik.pdf';
import samiti from './documents/samiti.pdf';

export const DOCUMENTS = { gyanpathik, samiti };
