const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A client seed made in this browser (the server never picks one): 16 letters and digits. The
 * small bias of `% 62` does not matter: any seed the shopper keeps is as fair as another.
 */
export const randomClientSeed = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => alphabet[byte % alphabet.length]).join('')
