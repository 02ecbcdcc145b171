// The valuation annex as a Word file: the same tables as on paper (src-shared/export/annex.ts), landscape
// A4, each heading once, each block of grid columns on a page of its own with its head row repeated on every page, the
// sample-data marking in the header and footer of every page when the grid's data is sample data.
import {
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  PageNumber,
  PageOrientation,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType
} from 'docx'
import type { AnnexDocument, AnnexTable } from '@shared/export/annex'
import type { Language } from '@shared/language'

const PAGE = { de: { page: 'Seite', of: 'von' }, en: { page: 'Page', of: 'of' } } as const
/** Half-points: 7 pt in the grid blocks (many columns), 8.5 pt elsewhere. */
const SIZE = { block: 14, table: 17, text: 20 }

function cell(text: string, opts: { bold?: boolean; size: number; shade?: boolean }): TableCell {
  return new TableCell({
    children: text
      .split('\n')
      .map(
        (line) => new Paragraph({ children: [new TextRun({ text: line, bold: opts.bold ?? false, size: opts.size })] })
      ),
    ...(opts.shade ? { shading: { fill: 'EEF1F5' } } : {})
  })
}

/** `newPage`: a further block of grid columns, on a page of its own. A table without caption has its heading above. */
function table(t: AnnexTable, newPage: boolean): Array<Paragraph | Table> {
  const size = t.block ? SIZE.block : SIZE.table
  const head = new TableRow({
    tableHeader: true,
    children: t.head.map((h) => cell(h, { bold: true, size, shade: true }))
  })
  const rows = t.rows.map(
    (r) => new TableRow({ cantSplit: true, children: r.map((c, i) => cell(c, { bold: t.rowLabels && i === 0, size })) })
  )
  return [
    ...(t.caption || newPage
      ? [
          new Paragraph({
            pageBreakBefore: newPage,
            keepNext: true,
            children: [new TextRun({ text: t.caption, bold: true, size: SIZE.text })]
          })
        ]
      : []),
    new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [head, ...rows] }),
    new Paragraph({ children: [] })
  ]
}

/** The annex as .docx bytes. */
export async function annexDocx(doc: AnnexDocument, language: Language): Promise<Uint8Array> {
  const mark = doc.sample ? [new TextRun({ text: doc.sampleText, bold: true, color: '8A5A00', size: 18 })] : []
  const body: Array<Paragraph | Table> = [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun({ text: doc.title })] }),
    new Paragraph({ children: [new TextRun({ text: doc.subtitle, size: SIZE.text })] }),
    ...(doc.sample ? [new Paragraph({ children: mark })] : [])
  ]
  for (const s of doc.sections) {
    // The grid's section starts a page; its first block follows its heading and sentences there.
    body.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_2,
        keepNext: true,
        pageBreakBefore: s.tables[0]?.block ?? false,
        children: [new TextRun({ text: s.heading })]
      })
    )
    for (const p of s.paragraphs) body.push(new Paragraph({ children: [new TextRun({ text: p, size: SIZE.text })] }))
    s.tables.forEach((t, k) => body.push(...table(t, (t.block ?? false) && k > 0)))
  }
  const words = PAGE[language]
  const document = new Document({
    creator: 'Lagebild',
    title: doc.title,
    sections: [
      {
        properties: {
          page: {
            size: { orientation: PageOrientation.LANDSCAPE, width: '210mm', height: '297mm' },
            margin: { top: '2cm', bottom: '2cm', left: '1.5cm', right: '1.5cm' }
          }
        },
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                children: [
                  new TextRun({ text: `${doc.title} · ${doc.subtitle}`, size: 16 }),
                  ...(doc.sample ? [new TextRun({ text: ' · ' }), ...mark] : [])
                ]
              })
            ]
          })
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                children: [
                  ...(doc.sample ? mark : [new TextRun({ text: 'Lagebild', size: 16 })]),
                  new TextRun({
                    size: 16,
                    children: [` · ${words.page} `, PageNumber.CURRENT, ` ${words.of} `, PageNumber.TOTAL_PAGES]
                  })
                ]
              })
            ]
          })
        },
        children: body
      }
    ]
  })
  return new Uint8Array(await Packer.toBuffer(document))
}
