/** An ILIKE pattern for "holds `text`": "%" and "_" typed in a search box are looked for as themselves. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (mark) => `\\${mark}`)}%`;
