// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    headers?: Record<string, string>;
  }
  interface Result {
    non2xx: number;
    requests: { average: number };
  }
  export default function autocannon(options: Options): Promise<Result>;
}
