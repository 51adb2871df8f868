// s3rver ships no types; the part the tests use (an S3-protocol server on a free port).
declare module 's3rver' {
  interface S3rverOptions {
    port?: number
    address?: string
    silent?: boolean
    directory?: string
    configureBuckets?: Array<{ name: string; configs: Array<string | Buffer> }>
  }
  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
