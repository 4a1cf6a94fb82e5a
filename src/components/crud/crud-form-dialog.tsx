import { Alert, Col, Form, Modal, Row, Spin, type FormInstance, type FormRule } from 'antd';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageQuery } from '@/api/types';
import { usePageOverlay } from '@/router/page-location';
import { dictOf, fieldKind, formSpec, labelKey, type CrudField, type ResourceSpec } from './define-resource';
import { FieldControl } from './field-control';
import { ReadFailure } from './read-failure';
import { submitOnEnter } from './submit-on-enter';
import { SaveHoldProvider, useRequiredRead, useSaveHolds } from './use-required-read';
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

/** Not a record: the read answered nothing usable, so there is nothing to edit. */
class MissingRecord extends Error {}

/**
 * The edit record, read from the server (`GET {res}/{id}`) when the resource can: the dialog saves
 * only what that read answered, never the clicked row in its place. Without `get`, the row itself.
 */
function useEditedRecord<T, Q extends PageQuery>(resource: ResourceSpec<T, Q>, record: T | undefined) {
  const id = record ? recordId(record as object, resource.idKey) : undefined;
  const get = resource.api.get;
  const read = useRequiredRead<T>(
    id !== undefined && get
      ? (signal) =>
          get(id, { signal }).then((fresh) => {
            if (!fresh || typeof fresh !== 'object') throw new MissingRecord();
            return fresh;
          })
      : undefined,
    String(id),
  );
  return { read, record: id !== undefined && get ? read.data : record };
}

/**
 * Add/edit dialog. Editing, the save waits for the record's read and shows its failure with Retry;
 * Enter in a text field saves. The save button is loading and inert until the call settles (invariant 9); a
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

  const holds = useSaveHolds();
  // The record's own read, or a field's (e.g. a role's menu tree), not ready: nothing to save yet.
  const ready = edited.read.status === 'ready';
  const saveHeld = !ready || holds.held;
  const startValues = useMemo(
    () => (editing ? (edited.record as Values | undefined) : newRecordValues(resource.fields, initialValues)),
    [editing, edited.record, resource.fields, initialValues],
  );

  const submit = async () => {
    if (submitting.current || saveHeld) return;
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
      okButtonProps={{ disabled: saveHeld }}
      onOk={() => void submit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      {alert && <Alert className={styles.dialogAlert} type="error" showIcon title={alert} role="alert" />}
      {edited.read.status === 'failed' ? (
        <ReadFailure message={edited.read.message} onRetry={edited.read.retry} />
      ) : ready ? (
        <SaveHoldProvider value={holds.provider}>
          <Form
            form={form}
            name={formName}
            initialValues={startValues}
            labelCol={{ flex: '124px' }}
            labelWrap
            onKeyDown={(event) => submitOnEnter(event, () => void submit())}
          >
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
        </SaveHoldProvider>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
