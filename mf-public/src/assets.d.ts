// Files the bundler turns into addresses.
declare module '*.pdf' {
  const src: string;
  export default src;
}
