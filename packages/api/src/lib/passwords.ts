// argon2id password hashes. @node-rs/argon2 is a native module that takes ~20 ms to load: it loads with the
// first sign-in (or a development start that makes a password), not with every start of the server.
const argon2 = () => import("@node-rs/argon2");

export const hashPassword = async (password: string) => (await argon2()).hash(password);

/** False for a wrong password and for a hash that cannot be read. */
export const verifyPassword = async (passwordHash: string, password: string) =>
  (await argon2()).verify(passwordHash, password).catch(() => false);
