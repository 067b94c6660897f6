export type TermsBlock =
  | { kind: 'heading'; level: 1 | 2; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/**
 * Reads the terms' Markdown-ish text (`#`/`##` headings, paragraphs, `- ` bullets) into blocks that React
 * renders as text: the content is never injected as HTML.
 */
export function parseTermsText(source: string): TermsBlock[] {
  const blocks: TermsBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', items: list });
    list = null;
  };
  for (const rawLine of source.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '') {
      flush();
    } else if (line.startsWith('## ')) {
      flush();
      blocks.push({ kind: 'heading', level: 2, text: line.slice(3).trim() });
    } else if (line.startsWith('# ')) {
      flush();
      blocks.push({ kind: 'heading', level: 1, text: line.slice(2).trim() });
    } else if (line.startsWith('- ') || line.startsWith('* ')) {
      if (paragraph.length > 0) {
        blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
        paragraph = [];
      }
      list ??= [];
      list.push(line.slice(2).trim());
    } else {
      if (list) {
        blocks.push({ kind: 'list', items: list });
        list = null;
      }
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

export function TermsText({ content }: { content: string }) {
  const blocks = parseTermsText(content);
  return (
    <div className="flex flex-col gap-3 text-sm leading-6 text-ink">
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          return block.level === 1 ? (
            <h3 key={index} className="text-base font-bold">
              {block.text}
            </h3>
          ) : (
            <h4 key={index} className="mt-1 font-bold">
              {block.text}
            </h4>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={index} className="flex list-disc flex-col gap-1 pl-5 text-ink-muted">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index} className="text-ink-muted">
            {block.text}
          </p>
        );
      })}
    </div>
  );
}
