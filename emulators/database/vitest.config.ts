import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'database-emulator', environment: 'node' } });
