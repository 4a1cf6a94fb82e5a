import { EyeInvisibleOutlined, EyeTwoTone, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './login-page.module.css';

type Field = 'username' | 'password';

interface SignInFormProps {
  /** The form's accessible name (`login` on the sign-in page). */
  name: string;
  initialUsername: string;
  /**
   * Signs in with what was typed; resolves true when signed in (the form then stays busy while the
   * caller moves on) and false to let the user try again.
   */
  onSubmit: (username: string, password: string) => Promise<boolean>;
  /** Between the password and the submit button (the sign-in page's remember-me). */
  children?: ReactNode;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  prefix: ReactNode;
  invalid: boolean;
  /** The password's show/hide button. */
  suffix?: ReactNode;
}

/**
 * One input drawn as antd's large outlined input with a prefix icon (hover, focus ring, error state
 * from login-page.module.css). The icon and the box around the input are its label: a click there
 * types into it, as in antd's.
 */
function TextField({ prefix, invalid, suffix, ...input }: TextFieldProps) {
  return (
    <span className={invalid ? `${styles.input} ${styles.inputError}` : styles.input}>
      <label className={styles.inputLabel}>
        {prefix}
        <input aria-invalid={invalid} {...input} />
      </label>
      {suffix}
    </span>
  );
}

/**
 * The user name and password fields with their checks and the submit button: the sign-in page and
 * the in-place sign-in after an expired session share them. Plain elements styled like antd's, no
 * antd Input, Form or Button: generating antd's input styles was the longest task of the sign-in
 * page's first render on a slow phone (issue 14; README 'Size and speed').
 */
export function SignInForm({ name, initialUsername, onSubmit, children }: SignInFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  const check = (field: Field, value: string): string | undefined => {
    if (field === 'username') return value.trim() === '' ? t('login.usernameRequired') : undefined;
    return value === '' ? t('login.passwordRequired') : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = { username: check('username', username), password: check('password', password) };
    setErrors(found);
    if (found.username || found.password) return;
    setSubmitting(true);
    if (!(await onSubmit(username, password))) setSubmitting(false);
  };

  const errorOf = (field: Field) =>
    errors[field] ? (
      <div id={`${id}-${field}-error`} role="alert" className={styles.error}>
        {errors[field]}
      </div>
    ) : null;

  return (
    <form name={name} noValidate onSubmit={(event) => void submit(event)}>
      <div className={styles.field}>
        <TextField
          prefix={<UserOutlined className={styles.icon} />}
          placeholder={t('login.username')}
          aria-label={t('login.username')}
          invalid={Boolean(errors.username)}
          aria-describedby={errors.username ? `${id}-username-error` : undefined}
          autoComplete="username"
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            if (errors.username) setErrors((e) => ({ ...e, username: check('username', event.target.value) }));
          }}
        />
        {errorOf('username')}
      </div>
      <div className={styles.field}>
        <TextField
          type={showPassword ? 'text' : 'password'}
          prefix={<LockOutlined className={styles.icon} />}
          suffix={
            <button
              type="button"
              className={styles.toggle}
              aria-label={t('login.showPassword')}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? <EyeTwoTone aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
            </button>
          }
          placeholder={t('login.password')}
          aria-label={t('login.password')}
          invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (errors.password) setErrors((e) => ({ ...e, password: check('password', event.target.value) }));
          }}
        />
        {errorOf('password')}
      </div>
      {children}
      {/* A plain button: antd's pulls in its colour picker and form internals (README, 'Size'). */}
      {/* data-primary-fill: filled like antd's primary buttons, the theme's one contrast exception (npm run a11y). */}
      <button type="submit" className={styles.submit} disabled={submitting} aria-busy={submitting} data-primary-fill="">
        {submitting && <span className={styles.spinner} aria-hidden="true" />}
        {submitting ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
