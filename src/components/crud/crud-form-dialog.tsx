import { Alert, Col, Form, Modal, Row, Spin, type FormInstance, type FormRule } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageQuery } from '@/api/types';
import { usePageOverlay } from '@/router/page-location';
import { dictOf, fieldKind, formSpec, labelKey, type CrudField, type ResourceSpec } from './define-resource';
import { FieldControl } from './field-control';
import { useFormName } from './use-form-name';
import { recordId } from './record';
import { SaveRefusal, type CrudMutations } from './use-crud-mutations';
import styles from './crud.module.css';

type Values = Record<string, unknown>;

export interface CrudFormDialogProps<T, Q extends PageQuery> {
  resource: ResourceSpec<T, Q>;
  /** The row being edited; undefined adds a record. */
  record?: T;
  /** Values a new record starts with (e.g. the parent's id from the route). */
  initialValues?: Partial<T>;
  save: CrudMutations<T>['save'];
  onClose: () => void;
  /** After a successful save (the dialog closes itself). */
  onSaved: () => void;
  /** Below the fields, inside the form (e.g. a preview of what the typed values would do). */
  formExtra?: (context: CrudFormExtraContext<T>) => ReactNode;
}

export interface CrudFormExtraContext<T> {
  form: FormInstance;
  editing: boolean;
  /** The record as loaded for editing (the server's copy); undefined when adding. */
  record?: T;
}

function newRecordValues<T>(fields: readonly CrudField<T>[], initialValues: Partial<T> | undefined): Values {
  const values: Values = {};
  for (const f of fields) if (f.defaultValue !== undefined) values[f.name] = f.defaultValue;
  return { ...values, ...(initialValues as Values | undefined) };
}

/** The edit record: the server's copy when it answers, else the row the user clicked. */
function useEditedRecord<T, Q extends PageQuery>(resource: ResourceSpec<T, Q>, record: T | undefined) {
  const id = record ? recordId(record as object, resource.idKey) : undefined;
  const get = resource.api.get;
  const [loaded, setLoaded] = useState<{ id: unknown; record: T } | undefined>(undefined);
  useEffect(() => {
    if (id === undefined || !get || !record) return;
    const controller = new AbortController();
    let active = true;
    get(id, { signal: controller.signal }).then(
      (fresh) => {
        if (active) setLoaded({ id, record: fresh && typeof fresh === 'object' ? fresh : record });
      },
      () => {
        if (active) setLoaded({ id, record });
      },
    );
    return () => {
      active = false;
      controller.abort();
    };
  }, [id, get, record]);
  if (!record) return { loading: false, record: undefined };
  if (id === undefined || !get) return { loading: false, record };
  return loaded?.id === id ? { loading: false, record: loaded.record } : { loading: true, record: undefined };
}

/**
 * Add/edit dialog. The save button is loading and inert until the call settles (invariant 9); a
 * refused save keeps the dialog and everything typed (invariant 14), with the server's message on
 * the field it is about or above the form.
 */
export function CrudFormDialog<T, Q extends PageQuery>(props: CrudFormDialogProps<T, Q>) {
  const { resource, record, initialValues, save, onClose, onSaved, formExtra } = props;
  const { t } = useTranslation(['crud', resource.key]);
  const [form] = Form.useForm<Values>();
  const formName = useFormName(resource.key, 'form');
  const editing = record !== undefined;
  const edited = useEditedRecord(resource, record);
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<string | undefined>(undefined);
  const submitting = useRef(false);

  const fields = useMemo(
    () =>
      resource.fields
        .map((f) => ({ field: f, spec: formSpec(f, resource.idKey) }))
        .filter(({ spec }) => spec && !(editing ? spec.onEdit === 'hidden' : spec.onAdd === 'hidden')),
    [resource, editing],
  );

  const ready = !edited.loading;
  const startValues = useMemo(
    () => (editing ? (edited.record as Values | undefined) : newRecordValues(resource.fields, initialValues)),
    [editing, edited.record, resource.fields, initialValues],
  );

  const submit = async () => {
    if (submitting.current || !ready) return;
    submitting.current = true;
    setSaving(true);
    setAlert(undefined);
    try {
      const values = await form.validateFields();
      const body = { ...(initialValues as Values | undefined), ...(startValues ?? {}), ...values } as Partial<T>;
      await save(body, editing);
      onSaved();
    } catch (error) {
      if (error instanceof SaveRefusal) {
        if (error.field) form.setFields([{ name: error.field, errors: [error.message] }]);
        else setAlert(error.message);
      }
      // Validation errors show on their fields; other failures were told by the client.
    } finally {
      submitting.current = false;
      setSaving(false);
    }
  };

  const name = t(`${resource.key}:name`);
  const overlay = usePageOverlay();
  return (
    <Modal
      {...overlay}
      title={t(editing ? 'crud:titles.edit' : 'crud:titles.add', { name })}
      width={resource.formWidth ?? 600}
      okText={t('crud:actions.confirm')}
      cancelText={t('crud:actions.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: !ready }}
      onOk={() => void submit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      {alert && <Alert className={styles.dialogAlert} type="error" showIcon title={alert} role="alert" />}
      {ready ? (
        <Form form={form} name={formName} initialValues={startValues} labelCol={{ flex: '124px' }} labelWrap>
          <Row gutter={16}>
            {fields.map(({ field: f, spec }) => {
              const label = t(labelKey(resource.key, f.name));
              const kind = fieldKind(f);
              const rules: FormRule[] = [...(f.rules ?? [])];
              if (f.required)
                rules.unshift({
                  required: true,
                  // Only text may be blank; antd treats any `whitespace` key (even false) as a text rule.
                  ...(kind === 'text' || kind === 'textarea' ? { whitespace: true } : {}),
                  message: t('crud:validation.required', { label }),
                });
              const disabled = editing && spec?.onEdit === 'disabled';
              return (
                <Col key={f.name} span={spec?.span ?? (kind === 'textarea' ? 24 : 12)}>
                  <Form.Item name={f.name as string} label={label} rules={rules} extra={spec?.extra}>
                    {spec?.input ? (
                      spec.input({ editing, form })
                    ) : (
                      <FieldControl
                        kind={kind}
                        mode="form"
                        label={label}
                        dict={dictOf(f)}
                        options={f.options}
                        tree={f.tree}
                        multiple={f.multiple}
                        min={spec?.min}
                        max={spec?.max}
                        maxLength={spec?.maxLength}
                        unit={f.unit}
                        image={f.image}
                        disabled={disabled}
                      />
                    )}
                  </Form.Item>
                </Col>
              );
            })}
          </Row>
          {formExtra?.({ form, editing, record: edited.record })}
        </Form>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
