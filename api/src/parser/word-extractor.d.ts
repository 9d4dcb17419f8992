declare module 'word-extractor' {
  interface WordDocument {
    getBody(o?: { filterUnicode?: boolean }): string;
    getHeaders(o?: { includeFooters?: boolean; filterUnicode?: boolean }): string;
    getFooters(o?: { filterUnicode?: boolean }): string;
    getTextboxes(o?: { includeHeadersAndFooters?: boolean; includeBody?: boolean; filterUnicode?: boolean }): string;
  }
  class WordExtractor {
    extract(source: Buffer | string): Promise<WordDocument>;
  }
  export = WordExtractor;
}
