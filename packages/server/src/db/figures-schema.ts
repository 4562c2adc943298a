import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts-schema.js';

// ── Figures: the pictures questions and passages show, kept in the database (no file storage, so
// every server on one PostgreSQL serves the same ones) ─────────────────────────────────────────

/**
 * PostgreSQL's bytea. drizzle 0.45 has no column for it; node-postgres answers a Buffer and PGlite
 * a Uint8Array, so both are read as a Buffer.
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/** The types a figure may be (ImportedFigure's); the check below says the same to the database. */
export type FigureMediaType = 'image/png' | 'image/jpeg' | 'image/svg+xml';

/** The encodings a raster figure is sent in. */
export type FigureVariantFormat = 'avif' | 'webp' | 'png' | 'jpeg';

/**
 * One picture, whatever item or passage refers to it. `hash` is the SHA-256 of the bytes as they
 * were uploaded, so importing the same file again finds its figure before any decoding or encoding
 * (and two items sharing a picture share its row); it is also the figure's address under
 * /media/figures/, which never changes.
 */
export const figures = pgTable(
  'figures',
  {
    id: serial('id').primaryKey(),
    /** Lower-case hex SHA-256 of the uploaded bytes. */
    hash: text('hash').notNull().unique(),
    /** The real type, read from the bytes (a JPEG named .png is a JPEG here). */
    mediaType: text('media_type').$type<FigureMediaType>().notNull(),
    /** Intrinsic size in CSS pixels: a picture's after turning it upright; an SVG's from width/height or viewBox. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /**
     * The picture as kept: the sanitised SVG, or the upload upright and without its metadata (EXIF,
     * GPS), at full size, for exports and for variants made later. Never served as it is.
     */
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff account that uploaded it; null for the importer's command line or a removed account. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('figures_media_type', sql`${table.mediaType} IN ('image/png', 'image/jpeg', 'image/svg+xml')`),
    check('figures_size', sql`${table.width} > 0 AND ${table.height} > 0`),
  ],
);

/**
 * What pages are sent of a raster figure: AVIF and WebP at each width (360, 720, 1080 or fewer,
 * never wider than the picture), and one PNG or JPEG (as uploaded) at the widest of them for
 * browsers without either. An SVG has none: it is sent as it is kept.
 */
export const figureVariants = pgTable(
  'figure_variants',
  {
    figureId: integer('figure_id')
      .notNull()
      .references(() => figures.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: text('format').$type<FigureVariantFormat>().notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.figureId, table.format, table.width] }),
    check('figure_variants_format', sql`${table.format} IN ('avif', 'webp', 'png', 'jpeg')`),
    check('figure_variants_width', sql`${table.width} > 0`),
  ],
);
