// Values the bundler defines in every front-end module.
declare const __MODULE_VERSION__: string;
declare const __MODULE_NAME__: string;
declare module '*.css';
declare module '*.png' {
  const src: string;
  export default src;
}
declare module '*.svg' {
  const src: string;
  export default src;
}
declare module '*.jpg' {
  const src: string;
  export default src;
}
