import { hashPassword, verifyPassword } from "../lib/auth/password";
const runs = 5;
const t0 = performance.now();
let h = "";
for (let i = 0; i < runs; i++) h = await hashPassword("correct horse battery staple");
const t1 = performance.now();
console.log(`scrypt N=2^17 r=8 p=1: ${((t1 - t0) / runs).toFixed(0)} ms per hash (mean of ${runs}), verify ok=${await verifyPassword("correct horse battery staple", h)}`);
