import { defineTable } from '../db';
import { createRandom, seedTime } from '../lib/random';

/** sys_param (§3 Param): `paramType` Y marks a built-in parameter, which cannot be deleted. */
export interface ParamRow {
  paramId: number;
  name: string;
  keyName: string;
  keyValue: string;
  paramType: 'Y' | 'N';
  status: '0' | '1';
  remark: string;
  createTime: string;
}

const PARAMS: [name: string, keyName: string, keyValue: string, paramType: 'Y' | 'N', remark: string][] = [
  ['用户管理-账号初始密码', 'sys.user.initPassword', '123456', 'Y', '初始化密码 123456'],
  ['主框架页-默认皮肤样式名称', 'sys.index.skinName', 'skin-blue', 'Y', '蓝色 skin-blue、绿色 skin-green'],
  ['主框架页-侧边栏主题', 'sys.index.sideTheme', 'theme-dark', 'Y', '深色主题 theme-dark，浅色主题 theme-light'],
  ['账号自助-验证码开关', 'sys.account.captchaEnabled', 'false', 'Y', '是否开启验证码功能（true 开启，false 关闭）'],
  ['账号自助-是否开启用户注册功能', 'sys.account.registerUser', 'false', 'Y', '是否开启注册用户功能'],
  [
    '用户管理-密码字符范围',
    'sys.account.chrtype',
    '0',
    'Y',
    '0 任意字符，1 数字，2 字母，3 字母和数字，4 字母、数字和特殊字符',
  ],
  ['文件上传-单个文件大小上限(MB)', 'sys.file.maxSizeMb', '10', 'Y', '超过该大小的文件拒绝上传'],
  ['料塔监控-数据刷新周期(秒)', 'tower.monitor.refreshSeconds', '30', 'N', '料塔监控页自动刷新周期'],
  ['料塔监控-默认高位报警(t)', 'tower.alarm.highDefault', '45', 'N', '新建料塔的高位报警默认值'],
  ['料塔监控-默认低位报警(t)', 'tower.alarm.lowDefault', '5', 'N', '新建料塔的低位报警默认值'],
  ['料塔监控-加料判定差值(Kg)', 'tower.detect.diffKg', '200', 'N', '两次采样差值超过该值视为加料'],
  ['选型-默认安全系数', 'wms.selection.safetyFactor', '1.25', 'N', '传感器量程选型的安全系数'],
  ['选型-型号编号前缀', 'wms.selection.modelPrefix', 'WT', 'N', '总型号编号前缀'],
  ['设备-离线判定时长(秒)', 'device.offline.seconds', '180', 'N', '超过该时长无心跳视为离线'],
  ['设备-MQTT 服务地址', 'device.mqtt.broker', 'tcp://10.0.0.10:1883', 'N', ''],
];

export const params = defineTable<ParamRow>('sys_param', () => {
  const random = createRandom(31);
  return PARAMS.map(([name, keyName, keyValue, paramType, remark], index) => ({
    paramId: index + 1,
    name,
    keyName,
    keyValue,
    paramType,
    status: '0' as const,
    remark,
    createTime: seedTime(random, 400),
  }));
});
