import type { MessageRow } from '@mocks/seed/messages';

/** An active critical alarm of tower LT-A-01 (an exception), as the mock's message table holds one. */
export function criticalRow(messageId: number): MessageRow {
  return {
    messageId,
    type: 'alarm',
    content: '料塔 LT-A-01 记录到异常：短时骤降',
    contentEn: 'Tower LT-A-01 recorded an exception: a sudden drop',
    level: 'critical',
    createTime: '2099-01-01 00:00:00',
    remark: '',
    sourceType: 'tower',
    sourceId: 'LT-A-01',
    alarmKind: 'exception',
    status: 'active',
    clearTime: null,
    ackBy: null,
    ackTime: null,
    ackComment: null,
  };
}
