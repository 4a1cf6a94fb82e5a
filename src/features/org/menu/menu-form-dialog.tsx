import { Alert, Col, Form, Input, InputNumber, Modal, Radio, Row, TreeSelect } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuApi, type Menu, type MenuType } from '@/api/modules/system/menu';
import {
  FieldControl,
  ReadFailure,
  SaveRefusal,
  submitOnEnter,
  useRequiredRead,
  type CrudMutations,
} from '@/components/crud';
import { usePageOverlay } from '@/router/page-location';
import { rowsToTree, type TreeRow } from '../tree/tree-utils';
import { IconPicker } from './icon-picker';
import { useMenuTitle } from './menu-title';

export interface MenuFormDialogProps {
  /** The menu being edited; undefined adds one (below `parentId`). */
  record?: Menu;
  parentId?: number;
  save: CrudMutations<Menu>['save'];
  onClose: () => void;
  onSaved: () => void;
}

type Values = Partial<Menu>;

/** Which fields each menu type has (directory M, page C, button F). */
const SHOWN: Record<string, readonly MenuType[]> = {
  icon: ['M', 'C'],
  isFrame: ['M', 'C'],
  path: ['M', 'C'],
  component: ['C'],
  perms: ['C', 'F'],
  query: ['C'],
  isCache: ['C'],
  visible: ['M', 'C'],
  status: ['M', 'C'],
};

const NEW_MENU: Values = {
  parentId: 0,
  menuType: 'M',
  icon: '#',
  orderNum: 0,
  isFrame: '1',
  isCache: '0',
  visible: '0',
  status: '0',
};

interface ParentChoice {
  value: number;
  title: string;
  children?: ParentChoice[];
}

/** Directories and pages that may hold the menu: never a button, never the menu itself or below it. */
function useParentChoices(editedId: number | undefined, rootTitle: string) {
  const menuTitle = useMenuTitle();
  const read = useRequiredRead((signal) => menuApi.list({}, { signal }), 'menus');
  const menus = read.data;
  const choices = useMemo(() => {
    if (!menus) return undefined;
    const candidates = menus.filter((m) => m.menuType !== 'F');
    const tree = rowsToTree(
      candidates,
      (m) => m.menuId,
      (m) => m.parentId,
    );
    const toChoices = (rows: TreeRow<Menu>[]): ParentChoice[] =>
      rows
        .filter((m) => typeof m.menuId === 'number' && m.menuId !== editedId)
        .map((m) => ({
          value: m.menuId as number,
          title: menuTitle(m.menuName),
          children: m.children ? toChoices(m.children) : undefined,
        }));
    return [{ value: 0, title: rootTitle, children: toChoices(tree) }];
  }, [menus, editedId, menuTitle, rootTitle]);
  return { read, choices };
}

/**
 * Add/edit a menu: the type decides which fields show (a button has a permission but no route).
 * The save button is loading and inert until the call settles; a refusal keeps everything typed.
 */
export function MenuFormDialog({ record, parentId, save, onClose, onSaved }: MenuFormDialogProps) {
  const { t } = useTranslation(['menu', 'crud']);
  const [form] = Form.useForm<Values>();
  const editing = record !== undefined;
  const initialValues = useMemo<Values>(
    () => (record ? { ...record } : { ...NEW_MENU, parentId: parentId ?? 0 }),
    [record, parentId],
  );
  const type = (Form.useWatch('menuType', form) ?? initialValues.menuType ?? 'M') as MenuType;
  const name: unknown = Form.useWatch('menuName', form);
  const menuTitle = useMenuTitle();
  const { read: parentsRead, choices: parents } = useParentChoices(record?.menuId, t('menu:rootMenu'));
  // The parent tree is what the menu is placed in: no save before it has loaded (issue 35).
  const saveHeld = parentsRead.status !== 'ready';
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<string | undefined>(undefined);
  const submitting = useRef(false);
  const shown = (field: string) => SHOWN[field]?.includes(type) ?? true;
  const label = (field: string) => t(`menu:fields.${field}`);
  const required = (field: string) => [
    { required: true, whitespace: true, message: t('crud:validation.required', { label: label(field) }) },
  ];
  const translated = typeof name === 'string' ? menuTitle(name) : '';

  const submit = async () => {
    if (submitting.current || saveHeld) return;
    submitting.current = true;
    setSaving(true);
    setAlert(undefined);
    try {
      const values = await form.validateFields();
      await save({ ...initialValues, ...values }, editing);
      onSaved();
    } catch (error) {
      if (error instanceof SaveRefusal) {
        if (error.field) form.setFields([{ name: error.field as keyof Values, errors: [error.message] }]);
        else setAlert(error.message);
      }
    } finally {
      submitting.current = false;
      setSaving(false);
    }
  };

  const overlay = usePageOverlay();
  return (
    <Modal
      {...overlay}
      width={720}
      title={t(editing ? 'crud:titles.edit' : 'crud:titles.add', { name: t('menu:name') })}
      okText={t('crud:actions.confirm')}
      cancelText={t('crud:actions.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: saveHeld }}
      onOk={() => void submit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      {alert && <Alert type="error" showIcon title={alert} role="alert" style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        initialValues={initialValues}
        labelCol={{ flex: '100px' }}
        labelWrap
        onKeyDown={(event) => submitOnEnter(event, () => void submit())}
      >
        <Row gutter={16}>
          <Col span={24}>
            {parentsRead.status === 'failed' ? (
              <Form.Item label={label('parentId')}>
                <ReadFailure message={parentsRead.message} onRetry={parentsRead.retry} />
              </Form.Item>
            ) : (
              <Form.Item
                name="parentId"
                label={label('parentId')}
                rules={[{ required: true, message: t('crud:validation.required', { label: label('parentId') }) }]}
              >
                <TreeSelect
                  aria-label={label('parentId')}
                  loading={parents === undefined}
                  treeData={parents ?? []}
                  showSearch
                  treeNodeFilterProp="title"
                  treeDefaultExpandedKeys={[0]}
                  placeholder={t('menu:placeholder.parent')}
                />
              </Form.Item>
            )}
          </Col>
          <Col span={24}>
            <Form.Item name="menuType" label={label('menuType')}>
              <Radio.Group
                aria-label={label('menuType')}
                options={(['M', 'C', 'F'] as const).map((value) => ({ value, label: t(`menu:types.${value}`) }))}
              />
            </Form.Item>
          </Col>
          {shown('icon') && (
            <Col span={24}>
              <Form.Item name="icon" label={label('icon')}>
                <IconPicker />
              </Form.Item>
            </Col>
          )}
          <Col span={12}>
            <Form.Item
              name="menuName"
              label={label('menuName')}
              rules={required('menuName')}
              extra={translated && translated !== name ? t('menu:help.shownAs', { title: translated }) : undefined}
            >
              <Input maxLength={50} placeholder={t('crud:placeholder.input', { label: label('menuName') })} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="orderNum"
              label={label('orderNum')}
              rules={[{ required: true, message: t('crud:validation.required', { label: label('orderNum') }) }]}
            >
              <InputNumber min={0} style={{ width: '100%' }} aria-label={label('orderNum')} />
            </Form.Item>
          </Col>
          {shown('isFrame') && (
            <Col span={12}>
              <Form.Item name="isFrame" label={label('isFrame')} tooltip={t('menu:help.isFrame')}>
                <Radio.Group
                  options={[
                    { value: '0', label: t('menu:yes') },
                    { value: '1', label: t('menu:no') },
                  ]}
                />
              </Form.Item>
            </Col>
          )}
          {shown('path') && (
            <Col span={12}>
              <Form.Item name="path" label={label('path')} rules={required('path')} tooltip={t('menu:help.path')}>
                <Input maxLength={200} placeholder={t('crud:placeholder.input', { label: label('path') })} />
              </Form.Item>
            </Col>
          )}
          {shown('component') && (
            <Col span={12}>
              <Form.Item name="component" label={label('component')} tooltip={t('menu:help.component')}>
                <Input maxLength={255} placeholder={t('crud:placeholder.input', { label: label('component') })} />
              </Form.Item>
            </Col>
          )}
          {shown('perms') && (
            <Col span={12}>
              <Form.Item
                name="perms"
                label={label('perms')}
                tooltip={t('menu:help.perms')}
                rules={[{ pattern: /^[\w*-]+(:[\w*-]+)*$/, message: t('menu:validation.perms') }]}
              >
                <Input maxLength={100} placeholder={t('crud:placeholder.input', { label: label('perms') })} />
              </Form.Item>
            </Col>
          )}
          {shown('query') && (
            <Col span={12}>
              <Form.Item name="query" label={label('query')} tooltip={t('menu:help.query')}>
                <Input maxLength={255} placeholder={t('crud:placeholder.input', { label: label('query') })} />
              </Form.Item>
            </Col>
          )}
          {shown('isCache') && (
            <Col span={12}>
              <Form.Item name="isCache" label={label('isCache')}>
                <Radio.Group
                  options={[
                    { value: '0', label: t('menu:cache') },
                    { value: '1', label: t('menu:noCache') },
                  ]}
                />
              </Form.Item>
            </Col>
          )}
          {shown('visible') && (
            <Col span={12}>
              <Form.Item name="visible" label={label('visible')} tooltip={t('menu:help.visible')}>
                <FieldControl kind="radio" mode="form" dict="sys_show_hide" label={label('visible')} />
              </Form.Item>
            </Col>
          )}
          {shown('status') && (
            <Col span={12}>
              <Form.Item name="status" label={label('status')} tooltip={t('menu:help.status')}>
                <FieldControl kind="status" mode="form" label={label('status')} />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
    </Modal>
  );
}
