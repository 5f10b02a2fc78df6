// Standalone development page; the site itself loads ./app through Module Federation.
import('./bootstrap');
