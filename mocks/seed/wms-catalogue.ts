/**
 * The warehouse product catalogue (instruments, cabinets, accessories, scales, samples), split by
 * family; the handlers import everything from here.
 */
export * from './wms-catalogue-shared';
export * from './wms-catalogue-instruments';
export * from './wms-catalogue-accessories';
export * from './wms-catalogue-scales';
export * from './wms-catalogue-specimens';
