import { standardResource } from '../../resource';
import type { Audited, PageQuery } from '../../types';

/** A thing-model property (属性): `device/attribute` (path chosen by this console). */
export interface Attribute extends Audited {
  id?: number;
  /** Required, e.g. `毛重`. */
  name?: string;
  /** Identifier on the wire, e.g. `grossWeight`. */
  format?: string;
  access?: 'r' | 'rw';
  valueType?: 'int' | 'float' | 'double' | 'text' | 'bool' | 'enum' | 'date';
  /** `min-max`, e.g. `0-22000`. */
  valueRange?: string;
  /** For enums: `0:正常,1:超载`. */
  valueList?: string;
  unit?: string;
  /** The service it belongs to (a service's `servicedId`). */
  servicedId?: string;
}

export interface AttributeQuery extends PageQuery {
  name?: string;
  format?: string;
  servicedId?: string;
  access?: 'r' | 'rw';
}

export const attributeApi = standardResource<Attribute, AttributeQuery>('device/attribute');
