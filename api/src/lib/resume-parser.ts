// The app's resume parser: app.parser, a worker pool decorated by app.ts (tests may put a stand-in there).
import type { FastifyInstance } from 'fastify';
import type { ParseOutput, SkillEntry } from '../parser/types.js';

export type ParserApi = {
  parse(
    bytes: Buffer,
    opts: { fileName: string; skills: SkillEntry[]; now?: Date },
  ): Promise<ParseOutput>;
  extractText(bytes: Buffer, fileName: string): Promise<string> | string;
};

export async function parserOf(app: FastifyInstance): Promise<ParserApi> {
  return (app as unknown as { parser: ParserApi }).parser;
}
