import type { TemplateColumn } from './template-columns.js';

/** A row's cells by column, each trimmed; '' for an empty cell or a column the file leaves out. */
export type TemplateRecord = Record<TemplateColumn, string>;
