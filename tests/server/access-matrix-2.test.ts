/** The access matrix's second half of the cases (./access-matrix-run.ts). */
import { defineAccessMatrix } from './access-matrix-run';

defineAccessMatrix(1, 2);
