import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';

interface LoginInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  prefix: ReactNode;
  invalid?: boolean;
  /** a password field gets a show/hide toggle */
  secret?: boolean;
  toggleLabel?: string;
}

/**
 * A native input dressed like antd's large Input. The login page is the first page every user
 * loads; antd's Input brings its form machinery along (~35 KB gzip, bench/bundle.mjs).
 */
export function LoginInput({ prefix, invalid, secret, toggleLabel, className, ...input }: LoginInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <span className={`login-input${invalid ? ' login-input-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <span className="login-input-prefix">{prefix}</span>
      <input {...input} type={secret && !shown ? 'password' : 'text'} aria-invalid={invalid || undefined} />
      {secret && (
        <button type="button" className="login-input-toggle" aria-label={toggleLabel} onClick={() => setShown((s) => !s)}>
          {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      )}
    </span>
  );
}
