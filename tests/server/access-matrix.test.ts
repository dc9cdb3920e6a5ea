/** The access matrix's checks of itself and its first half of the cases (./access-matrix-run.ts). */
import { defineAccessMatrix, defineMatrixChecks } from './access-matrix-run';

defineMatrixChecks();
defineAccessMatrix(0, 2);
