<?php

namespace App\Imports;

use App\Models\Department;
use App\Models\Employee;
use Maatwebsite\Excel\Concerns\SkipsEmptyRows;
use Maatwebsite\Excel\Concerns\ToModel;
use Maatwebsite\Excel\Concerns\WithHeadingRow;
use Maatwebsite\Excel\Concerns\WithValidation;

/**
 * 从 HR 导出的花名册 Excel 导入员工。表头：工号、姓名、部门、入职日期、手机号。
 */
class EmployeeImport implements ToModel, WithHeadingRow, WithValidation, SkipsEmptyRows
{
    public function model(array $row): ?Employee
    {
        $department = Department::firstOrCreate(['name' => trim($row['部门'])]);

        return Employee::updateOrCreate(
            ['employee_no' => trim((string) $row['工号'])],
            [
                'name' => trim($row['姓名']),
                'department_id' => $department->id,
                'hired_on' => $this->parseDate($row['入职日期']),
                'phone' => preg_replace('/\D/', '', (string) $row['手机号']),
            ]
        );
    }

    public function rules(): array
    {
        return [
            '工号' => ['required'],
            '姓名' => ['required', 'string', 'max:50'],
            '部门' => ['required', 'string'],
        ];
    }

    private function parseDate(mixed $value): ?string
    {
        if (is_numeric($value)) {
            // Excel 序列号日期
            return \PhpOffice\PhpSpreadsheet\Shared\Date::excelToDateTimeObject($value)->format('Y-m-d');
        }

        return $value ? date('Y-m-d', strtotime($value)) : null;
    }
}
