/**
 * The spec's text as a table (console-spec.md §3 entities and §7 calls), transcribed by hand from the
 * spec and not from the client's types: a name here is the name the spec prints. Where the spec only
 * describes a field ("online type", "code, name, sort") it is not in `named`.
 */

/** §3: an entity's fields as the spec names them. */
export interface NamedEntity {
  /** The §7 resource path whose page answers carry it. */
  path: string;
  named: readonly string[];
}

export const SPEC_ENTITIES = {
  /** "Operation log: title (module), operatorName, businessType, method, operatorIp, status, createTime." */
  operationLog: {
    path: 'operations',
    named: ['title', 'operatorName', 'businessType', 'method', 'operatorIp', 'status', 'createTime'],
  },
  /** "Login log: name, ipaddr, location, browser, os, msg, status, createTime." */
  loginLog: {
    path: 'users/loginLog',
    named: ['name', 'ipaddr', 'location', 'browser', 'os', 'msg', 'status', 'createTime'],
  },
  /** "Connect record: deviceIdentifier, userName, … connectAt, disconnectAt, reason." */
  connectRecord: {
    path: 'device/connect',
    named: [
      'deviceIdentifier',
      'userName',
      'deviceType',
      'deviceName',
      'onlineType',
      'ipAddress',
      'clientId',
      'sockPort',
      'connectStatus',
      'connectAt',
      'disconnectAt',
      'reason',
    ],
  },
  /** "Message-queue user: netIdentifier, username, password, salt, isSuperuser, createBy, ipAddress." */
  mqttUser: {
    path: 'device/mqttuser',
    named: ['netIdentifier', 'username', 'password', 'salt', 'isSuperuser', 'createBy', 'ipAddress'],
  },
  /** "Attribute: name, format, access, valueType, valueRange, valueList, unit, servicedId, remark." */
  attribute: {
    path: 'device/attribute',
    named: ['name', 'format', 'access', 'valueType', 'valueRange', 'valueList', 'unit', 'servicedId', 'remark'],
  },
  /** "Service: name, servicedId, deviceId, inParam, outParam." */
  service: { path: 'device/service', named: ['name', 'servicedId', 'deviceId', 'inParam', 'outParam'] },
  /** "Event: name, user, net, params, source (instrument number), weight." */
  event: { path: 'device/event', named: ['name', 'user', 'net', 'params', 'source', 'weight'] },
  /** "Method: name, net, user, inParam, outParam, msg, source." */
  method: { path: 'device/method', named: ['name', 'net', 'user', 'inParam', 'outParam', 'msg', 'source'] },
  /** "Gateway/product: name, model, identifier, online type, image, type, status, remark." */
  gateway: { path: 'device/gateway', named: ['name', 'model', 'identifier', 'image', 'type', 'status', 'remark'] },
  /** "Tower info: towerId, location, sn (gateway serial), … createTime, remark, delFlag." */
  towerInfo: {
    path: 'tower/TowerInfo',
    named: [
      'towerId',
      'location',
      'sn',
      'deviceId',
      'deviceAddr',
      'depId',
      'depName',
      'type',
      'capacity',
      'digitCount',
      'highWarning',
      'lowWarning',
      'maxWeight',
      'diffValue',
      'miniValue',
      'shortValue',
      'shortDuration',
      'selectStatus',
      'builtTime',
      'createTime',
      'remark',
      'delFlag',
    ],
  },
  /** "Tower record: towerId, location, netId, startDatetime, endDatetime, firstWeight, balanceWeight, consumeWeight, image, deviceId." */
  towerRecord: {
    path: 'tower/TowerRecord',
    named: [
      'towerId',
      'location',
      'netId',
      'startDatetime',
      'endDatetime',
      'firstWeight',
      'balanceWeight',
      'consumeWeight',
      'image',
      'deviceId',
    ],
  },
  /** "Tower exception record: same plus reason." */
  towerException: {
    path: 'tower/TowerExceptionRecord',
    named: [
      'towerId',
      'location',
      'netId',
      'startDatetime',
      'endDatetime',
      'firstWeight',
      'balanceWeight',
      'consumeWeight',
      'image',
      'deviceId',
      'reason',
    ],
  },
  /** "Transition plate (over-plate): status, remark, createTime, beginTime, endTime" (the last two: its time filter). */
  overPlate: { path: 'wms/overplate', named: ['status', 'remark', 'createTime'] },
  /** "Module attachment: name, model (mdl), drawing number (draw), material code (code), material (texture), range, status, remark." */
  attachmentPtfj: {
    path: 'wms/gyc/ptfj',
    named: ['name', 'mdl', 'draw', 'code', 'texture', 'range', 'status', 'remark'],
  },
  attachmentTyfj: {
    path: 'wms/gyc/tyfj',
    named: ['name', 'mdl', 'draw', 'code', 'texture', 'range', 'status', 'remark'],
  },
  /** "Param: name, keyName (param type), keyValue, paramType, remark, status." */
  param: { path: 'params', named: ['name', 'keyName', 'keyValue', 'paramType', 'remark', 'status'] },
  /** "Dictionary item: dictLabel (label), dictValue (value), sort, status, remark, dict type, listClass." */
  dictItem: { path: 'dicts/items', named: ['dictLabel', 'dictValue', 'sort', 'status', 'remark', 'listClass'] },
  /** "Message: type, content, level, creation time, remark." (its calls are CONTRACT.md's "Messages and alarms") */
  message: { path: 'message', named: ['type', 'content', 'level', 'createTime', 'remark'] },
  /** "Role: name, roleKey, sort, status, remark, …" */
  role: { path: 'roles', named: ['roleKey', 'status', 'remark'] },
} as const satisfies Record<string, NamedEntity>;

/** §7 extras: a call's method, path and (where the spec names them) body keys or query keys. */
export interface SpecCall {
  /** The spec's words for it. */
  says: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path below /api/admin; `:x` a path parameter. */
  path: string;
  body?: readonly string[];
  query?: readonly string[];
}

export const SPEC_CALLS = {
  // CONTRACT.md "Messages and alarms" (the spec names the entity, not its calls).
  messageUnread: { says: 'GET message/unread', method: 'GET', path: 'message/unread' },
  messageRead: { says: 'PUT message/read body { ids }', method: 'PUT', path: 'message/read', body: ['ids'] },
  messageAck: {
    says: 'PUT message/ack body { id, comment? }',
    method: 'PUT',
    path: 'message/ack',
    body: ['id', 'comment'],
  },
  login: {
    says: 'POST /user/login: username and password',
    method: 'POST',
    path: 'user/login',
    body: ['username', 'password'],
  },
  userInfo: { says: 'GET /user/info', method: 'GET', path: 'user/info' },
  routes: { says: 'GET /menus/routes', method: 'GET', path: 'menus/routes' },
  jobRun: { says: 'job/mng: PUT run (id)', method: 'PUT', path: 'job/mng/run', body: ['id'] },
  jobStatus: {
    says: 'job/mng: PUT changeStatus (id, status)',
    method: 'PUT',
    path: 'job/mng/changeStatus',
    body: ['id', 'status'],
  },
  userStatus: {
    says: 'users/usermng: PUT changeStatus (id, status)',
    method: 'PUT',
    path: 'users/usermng/changeStatus',
    body: ['id', 'status'],
  },
  resetPwd: {
    says: 'users/usermng: PUT resetPwd (id, password)',
    method: 'PUT',
    path: 'users/usermng/resetPwd',
    body: ['id', 'password'],
  },
  roleStatus: {
    says: 'roles: PUT changeStatus (id, status)',
    method: 'PUT',
    path: 'roles/changeStatus',
    body: ['id', 'status'],
  },
  paramStatus: { says: 'params: PUT changeStatus', method: 'PUT', path: 'params/changeStatus', body: ['id', 'status'] },
  updatePwd: {
    says: 'users/profile: PUT updatePwd (oldPassword, newPassword)',
    method: 'PUT',
    path: 'users/profile/updatePwd',
    body: ['oldPassword', 'newPassword'],
  },
  wovenDefault: {
    says: 'wms/modular: PUT changeWovenStatus (body modularId, statusId, status)',
    method: 'PUT',
    path: 'wms/modular/changeWovenStatus',
    body: ['modularId', 'statusId', 'status'],
  },
  sensorDefault: {
    says: 'wms/modular: PUT changeSensorStatus (body modularId, statusId, status)',
    method: 'PUT',
    path: 'wms/modular/changeSensorStatus',
    body: ['modularId', 'statusId', 'status'],
  },
  stabilizerDefault: {
    says: 'wms/modular: PUT changeStabilizerStatus (body modularId, statusId, status)',
    method: 'PUT',
    path: 'wms/modular/changeStabilizerStatus',
    body: ['modularId', 'statusId', 'status'],
  },
  overPlateDefault: {
    says: 'wms/modular: PUT changeOverPlateStatus (body modularId, statusId, status)',
    method: 'PUT',
    path: 'wms/modular/changeOverPlateStatus',
    body: ['modularId', 'statusId', 'status'],
  },
  sensorOptions: { says: 'Sensor: GET options/{type}', method: 'GET', path: 'wms/sensor/options/:x' },
  wovenOptions: { says: 'woven: GET options/{type}', method: 'GET', path: 'wms/woven/options/:x' },
  stabilizerOptions: { says: 'stabilizer: GET options/{type}', method: 'GET', path: 'wms/stabilizer/options/:x' },
  fileClassesOfRole: { says: 'file/clsmaprole: optionsKey', method: 'GET', path: 'file/clsmaprole/optionsKey' },
  towerStatistics: {
    says: 'tower/TowerRecord: POST getStatistics',
    method: 'POST',
    path: 'tower/TowerRecord/getStatistics',
  },
  onlineSerials: { says: 'TowerInfo: GET emqx/onnet/snList', method: 'GET', path: 'tower/TowerInfo/emqx/onnet/snList' },
  operationsClear: { says: 'operations: DELETE clear', method: 'DELETE', path: 'operations/clear' },
  jobLogClear: { says: 'job/log: DELETE clear', method: 'DELETE', path: 'job/log/clear' },
  loginLogClear: { says: 'users/loginLog: DELETE clear', method: 'DELETE', path: 'users/loginLog/clear' },
  dictsRefresh: { says: 'dicts: POST refresh', method: 'POST', path: 'dicts/refresh' },
  dictItemsByType: { says: 'dicts/items: GET type/{type}', method: 'GET', path: 'dicts/items/type/:x' },
  wmsDictRefresh: { says: 'wms/dict: POST refresh', method: 'POST', path: 'wms/dict/refresh' },
  wmsDictItemsByType: { says: 'wms/dictitems: GET type/{type}', method: 'GET', path: 'wms/dictitems/type/:x' },
  postPermissions: { says: 'deposts: GET pers/{id}', method: 'GET', path: 'deposts/pers/:x' },
  commandSend: { says: 'POST command/', method: 'POST', path: 'command/' },
  commandGet: { says: 'GET command/{id}', method: 'GET', path: 'command/:x' },
} as const satisfies Record<string, SpecCall>;
