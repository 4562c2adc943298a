export { exportMoodleXml } from './moodle-xml/export-moodle-xml.js';
export { type ContentFile, parseContentFile } from './parse-content-file.js';
export { exportQtiPackage } from './qti/export-qti-package.js';
