import { defineTable } from '../db';
import { SEED_EPOCH, formatTime } from '../lib/random';

/** A sys_menu row: directories (M), pages (C) and buttons (F). */
export interface MenuRow {
  menuId: number;
  parentId: number;
  /** i18n key under `route.` in the console; shown literally when the console has no translation. */
  menuName: string;
  path: string;
  component: string;
  icon: string;
  menuType: 'M' | 'C' | 'F';
  perms: string;
  visible: '0' | '1';
  status: '0' | '1';
  orderNum: number;
  isFrame: '0' | '1';
  isCache: '0' | '1';
  query: string;
  createTime: string;
  remark?: string;
}

interface PageSpec {
  key: string;
  path: string;
  component: string;
  icon: string;
  /** Permission prefix such as `system:user`; buttons query/add/edit/remove/export are added. */
  perm: string;
  buttons?: string[];
}

interface DirSpec {
  key: string;
  path: string;
  icon: string;
  children: (PageSpec | DirSpec)[];
}

const STANDARD_BUTTONS = ['query', 'add', 'edit', 'remove', 'export'];

const page = (
  key: string,
  path: string,
  component: string,
  icon: string,
  perm: string,
  buttons = STANDARD_BUTTONS,
): PageSpec => ({
  key,
  path,
  component,
  icon,
  perm,
  buttons,
});

/** The whole console: platform, warehouse, material towers, devices, jobs. */
export const MENU_TREE: DirSpec[] = [
  {
    key: 'system',
    path: '/system',
    icon: 'SettingOutlined',
    children: [
      page('user', 'user', 'system/user/index', 'UserOutlined', 'system:user', [
        ...STANDARD_BUTTONS,
        'import',
        'resetPwd',
      ]),
      page('role', 'role', 'system/role/index', 'TeamOutlined', 'system:role'),
      page('dept', 'dept', 'system/dept/index', 'ApartmentOutlined', 'system:dept'),
      page('post', 'post', 'system/post/index', 'IdcardOutlined', 'system:post'),
      page('menu', 'menu', 'system/menu/index', 'MenuOutlined', 'system:menu'),
      page('dict', 'dict', 'system/dict/index', 'BookOutlined', 'system:dict'),
      page('config', 'config', 'system/config/index', 'ControlOutlined', 'system:config'),
      {
        key: 'log',
        path: 'log',
        icon: 'FileSearchOutlined',
        children: [
          page('operlog', 'operlog', 'monitor/operlog/index', 'FormOutlined', 'monitor:operlog'),
          page('logininfor', 'logininfor', 'monitor/logininfor/index', 'LoginOutlined', 'monitor:logininfor'),
        ],
      },
      page('fileCls', 'filecls', 'system/filecls/index', 'FolderOutlined', 'system:filecls'),
      page('files', 'files', 'system/files/index', 'FileOutlined', 'system:files', [...STANDARD_BUTTONS, 'upload']),
    ],
  },
  {
    key: 'quartz',
    path: '/quartz',
    icon: 'FieldTimeOutlined',
    children: [
      page('job', 'job', 'quartz/job/index', 'ScheduleOutlined', 'monitor:job', [...STANDARD_BUTTONS, 'changeStatus']),
    ],
  },
  {
    key: 'wms',
    path: '/wms',
    icon: 'AppstoreOutlined',
    children: [
      {
        key: 'selection',
        path: 'selection',
        icon: 'ExperimentOutlined',
        children: [
          page('modular', 'modular', 'wms/modular/index', 'BuildOutlined', 'wms:modular'),
          page('seldata', 'seldata', 'wms/seldata/index', 'DatabaseOutlined', 'wms:seldata'),
          page('totalmodel', 'totalmodel', 'wms/totalmodel/index', 'NumberOutlined', 'wms:totalmodel'),
        ],
      },
      {
        key: 'loadCells',
        path: 'loadcells',
        icon: 'DashboardOutlined',
        children: [
          page('sensor', 'sensor', 'wms/sensor/index', 'AimOutlined', 'wms:sensor'),
          page('sensortypes', 'sensortypes', 'wms/sensortypes/index', 'TagsOutlined', 'wms:sensortypes'),
        ],
      },
      {
        key: 'accessories',
        path: 'accessories',
        icon: 'ToolOutlined',
        children: [
          page('woven', 'woven', 'wms/woven/index', 'LinkOutlined', 'wms:woven'),
          page('stabilizer', 'stabilizer', 'wms/stabilizer/index', 'ColumnHeightOutlined', 'wms:stabilizer'),
          page('overplate', 'overplate', 'wms/overplate/index', 'BorderOutlined', 'wms:overplate'),
          page('connectBox', 'ConnectBox', 'wms/ConnectBox/index', 'ClusterOutlined', 'wms:ConnectBox'),
          page('standBar', 'StandBar', 'wms/StandBar/index', 'VerticalAlignTopOutlined', 'wms:StandBar'),
          page('xl', 'xl', 'wms/xl/index', 'NodeIndexOutlined', 'wms:xl'),
          page('gycPtfj', 'ptfj', 'wms/gyc/ptfj/index', 'PaperClipOutlined', 'wms:ptfj'),
          page('gycTyfj', 'tyfj', 'wms/gyc/tyfj/index', 'PushpinOutlined', 'wms:tyfj'),
        ],
      },
      {
        key: 'instruments',
        path: 'instruments',
        icon: 'DesktopOutlined',
        children: [
          page(
            'weightInstrument',
            'WeightInstrument',
            'wms/WeightInstrument/index',
            'CalculatorOutlined',
            'wms:WeightInstrument',
          ),
          page(
            'instrumentVersion',
            'InstrumentVersion',
            'wms/InstrumentVersion/index',
            'BranchesOutlined',
            'wms:InstrumentVersion',
          ),
          page(
            'instrumentCabinet',
            'InstrumentCabinet',
            'wms/InstrumentCabinet/index',
            'InboxOutlined',
            'wms:InstrumentCabinet',
          ),
          page('newCabinet', 'NewCabinet', 'wms/NewCabinet/index', 'ContainerOutlined', 'wms:NewCabinet'),
          page('newMeter', 'NewMeter', 'wms/NewMeter/index', 'FundOutlined', 'wms:NewMeter'),
          page(
            'largeScreen',
            'LargeScreen',
            'wms/LargeScreen/index',
            'FundProjectionScreenOutlined',
            'wms:LargeScreen',
          ),
          page('digitalChip', 'DigitalChip', 'wms/DigitalChip/index', 'ApiOutlined', 'wms:DigitalChip'),
        ],
      },
      {
        key: 'scales',
        path: 'scales',
        icon: 'CarOutlined',
        children: [
          page('platformScale', 'PlatformScale', 'wms/PlatformScale/index', 'BorderInnerOutlined', 'wms:PlatformScale'),
          page('truckScale', 'TruckScale', 'wms/TruckScale/index', 'CarOutlined', 'wms:TruckScale'),
        ],
      },
      {
        key: 'specimens',
        path: 'specimens',
        icon: 'GiftOutlined',
        children: [
          page('specimen', 'Specimen', 'wms/Specimen/index', 'GiftOutlined', 'wms:Specimen'),
          page('specimenOut', 'SpecimenOut', 'wms/SpecimenOut/index', 'ExportOutlined', 'wms:SpecimenOut'),
          page('specimenUse', 'SpecimenUse', 'wms/SpecimenUse/index', 'SwapOutlined', 'wms:SpecimenUse'),
        ],
      },
      page('wmsDict', 'dict', 'wms/dict/index', 'BookOutlined', 'wms:dict'),
    ],
  },
  {
    key: 'tower',
    path: '/tower',
    icon: 'FundOutlined',
    children: [
      page('towerInfo', 'info', 'tower/info/index', 'DatabaseOutlined', 'tower:info'),
      page('towerRecord', 'record', 'tower/record/index', 'HistoryOutlined', 'tower:record'),
      page('towerException', 'exception', 'tower/exception/index', 'WarningOutlined', 'tower:exception'),
      page('towerStatistics', 'statistics', 'tower/statistics/index', 'BarChartOutlined', 'tower:statistics', [
        'query',
      ]),
    ],
  },
  {
    key: 'device',
    path: '/device',
    icon: 'CloudServerOutlined',
    children: [
      page('connectRecord', 'connect', 'device/connect/index', 'DisconnectOutlined', 'device:connect'),
      page('gateway', 'gateway', 'device/gateway/index', 'WifiOutlined', 'device:gateway'),
      page('mqttUser', 'mqttuser', 'device/mqttuser/index', 'KeyOutlined', 'device:mqttuser'),
      page('attribute', 'attribute', 'device/attribute/index', 'ProfileOutlined', 'device:attribute'),
      page('service', 'service', 'device/service/index', 'CustomerServiceOutlined', 'device:service'),
      page('event', 'event', 'device/event/index', 'AlertOutlined', 'device:event'),
      page('method', 'method', 'device/method/index', 'FunctionOutlined', 'device:method'),
      page('command', 'command', 'device/command/index', 'CodeOutlined', 'device:command'),
      page('deviceParam', 'param', 'device/param/index', 'SlidersOutlined', 'device:param'),
      page('deviceArith', 'arith', 'device/arith/index', 'FunctionOutlined', 'device:arith'),
    ],
  },
  // Last, so that no other menu's id moves. Messages are raised by the backend: no add, edit or export.
  {
    key: 'messageCenter',
    path: '/alarm',
    icon: 'AlertOutlined',
    children: [
      page('message', 'message', 'system/message/index', 'AlertOutlined', 'system:message', ['query', 'ack', 'remove']),
    ],
  },
];

function isDir(spec: PageSpec | DirSpec): spec is DirSpec {
  return 'children' in spec;
}

/** Flattens MENU_TREE into sys_menu rows with stable ids. */
export function buildMenuRows(): MenuRow[] {
  const rows: MenuRow[] = [];
  let id = 1;
  const createTime = formatTime(new Date(SEED_EPOCH - 400 * 86400_000));
  const base = { visible: '0', status: '0', isFrame: '1', isCache: '0', query: '', createTime } as const;
  const walk = (specs: (PageSpec | DirSpec)[], parentId: number) => {
    specs.forEach((spec, index) => {
      const menuId = id++;
      if (isDir(spec)) {
        rows.push({
          ...base,
          menuId,
          parentId,
          menuName: spec.key,
          path: spec.path,
          component: parentId === 0 ? 'Layout' : 'ParentView',
          icon: spec.icon,
          menuType: 'M',
          perms: '',
          orderNum: index + 1,
        });
        walk(spec.children, menuId);
      } else {
        rows.push({
          ...base,
          menuId,
          parentId,
          menuName: spec.key,
          path: spec.path,
          component: spec.component,
          icon: spec.icon,
          menuType: 'C',
          perms: `${spec.perm}:list`,
          orderNum: index + 1,
        });
        (spec.buttons ?? []).forEach((button, buttonIndex) => {
          rows.push({
            ...base,
            menuId: id++,
            parentId: menuId,
            menuName: `button.${button}`,
            path: '',
            component: '',
            icon: '#',
            menuType: 'F',
            perms: `${spec.perm}:${button}`,
            orderNum: buttonIndex + 1,
          });
        });
      }
    });
  };
  walk(MENU_TREE, 0);
  return rows;
}

export const menus = defineTable<MenuRow>('sys_menu', buildMenuRows);
