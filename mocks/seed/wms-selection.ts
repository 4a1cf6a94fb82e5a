/**
 * The warehouse selection core (modulars and their parts, load cells, selection records, total
 * models, warehouse dictionaries) and the model-number scheme; the handlers import everything from here.
 */
export * from './wms-selection-code';
export * from './wms-selection-parts';
export * from './wms-selection-modular';
export * from './wms-selection-dict';
