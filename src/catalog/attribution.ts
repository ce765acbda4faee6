import type { DataSource } from './types.js';

/**
 * The open parts database the catalog is built from, and the notice its licence (ODC-By
 * 1.0, section 4.3) asks for wherever the data is shown. The commit a release was imported
 * from is stored with the release (`DataSource.commit`).
 */
export const OPENDB_SOURCE: Omit<DataSource, 'commit'> = {
  name: 'BuildCores OpenDB',
  url: 'https://github.com/buildcores/buildcores-open-db',
  licence: 'ODC-By-1.0',
  licenceUrl: 'https://opendatacommons.org/licenses/by/1-0/',
};

/** One line for documents and page footers. */
export function attributionLine(source: Omit<DataSource, 'commit'> = OPENDB_SOURCE): string {
  return `Contains information from ${source.name} (${source.url}), which is made available under the ODC Attribution License (${source.licenceUrl}).`;
}
