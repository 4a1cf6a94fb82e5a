import { JSEncrypt } from 'jsencrypt';
import { env } from '@/config/env';

/** RSA PKCS#1 v1.5 with the public key from env (invariant 6); undefined when it cannot encrypt. */
export function encryptPassword(plain: string, publicKey = env.rsaPublicKey): string | undefined {
  if (!publicKey) return undefined;
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const cipher = rsa.encrypt(plain);
  return typeof cipher === 'string' && cipher !== '' ? cipher : undefined;
}
