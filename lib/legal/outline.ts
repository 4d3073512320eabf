import { z } from 'zod';

const textBlocks = z.record(z.string(), z.string());
const definitions = z.record(z.string(), z.object({ term: z.string(), definition: z.string() }));

const documentMessagesSchema = z.object({
  title: z.string(),
  description: z.string(),
  intro: textBlocks,
  sections: z.record(
    z.string().regex(/^[a-z][a-z0-9-]*$/, 'section keys are also element ids: lower-case words and hyphens'),
    z.object({ heading: z.string(), content: z.record(z.string(), z.unknown()) }),
  ),
});

export type LegalBlock =
  | { kind: 'paragraph'; key: string }
  | { kind: 'subheading'; key: string }
  | { kind: 'list'; key: string; itemKeys: string[] }
  | { kind: 'definitions'; key: string; entries: { id: string; termKey: string; definitionKey: string }[] };

type LegalSection = { id: string; number: number; headingKey: string; blocks: LegalBlock[] };

export type LegalOutline = { introKeys: string[]; sections: LegalSection[] };

function toBlock(key: string, value: unknown, path: string): LegalBlock {
  const kind = /^(p|h|ul|dl)\d+$/.exec(key)?.[1];
  switch (kind) {
    case 'p':
    case 'h':
      if (typeof value !== 'string') throw new Error(`Legal block "${path}" must be a string`);
      return { kind: kind === 'p' ? 'paragraph' : 'subheading', key: path };
    case 'ul':
      return {
        kind: 'list',
        key: path,
        itemKeys: Object.keys(textBlocks.parse(value)).map((item) => `${path}.${item}`),
      };
    case 'dl':
      return {
        kind: 'definitions',
        key: path,
        entries: Object.keys(definitions.parse(value)).map((id) => ({
          id,
          termKey: `${path}.${id}.term`,
          definitionKey: `${path}.${id}.definition`,
        })),
      };
    default:
      throw new Error(`Unknown legal block "${path}": content keys are p1, h1, ul1, dl1 …`);
  }
}

export function getLegalOutline(messages: unknown): LegalOutline {
  const document = documentMessagesSchema.parse(messages);
  return {
    introKeys: Object.keys(document.intro).map((key) => `intro.${key}`),
    sections: Object.entries(document.sections).map(([id, section], index) => ({
      id,
      number: index + 1,
      headingKey: `sections.${id}.heading`,
      blocks: Object.entries(section.content).map(([key, value]) =>
        toBlock(key, value, `sections.${id}.content.${key}`),
      ),
    })),
  };
}
