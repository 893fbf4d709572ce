"""Customer master exports: one CSV for sales (Excel), one for the core system (Shift_JIS)."""
