<?php

namespace Tests\Feature;

use App\Models\Course;
use App\Models\Enrollment;
use App\Services\AttendanceService;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class AttendanceTest extends TestCase
{
    use RefreshDatabase;

    private function enrollment(): Enrollment
    {
        $course = Course::create(['name' => '初二数学周末提高班', 'price' => 360000, 'total_lessons' => 24]);
        return Enrollment::create(['course_id' => $course->id, 'student_id' => 1, 'fee_paid' => 360000, 'attended_lessons' => 0]);
    }

    public function test_present_consumes_a_lesson(): void
    {
        $e = $this->enrollment();
        app(AttendanceService::class)->checkIn($e, '2025-11-01');
        $this->assertSame(1, $e->fresh()->attended_lessons);
    }

    public function test_absent_consumes_a_lesson(): void
    {
        $e = $this->enrollment();
        app(AttendanceService::class)->checkIn($e, '2025-11-01', 'absent');
        $this->assertSame(1, $e->fresh()->attended_lessons);
    }

    public function test_leave_does_not_consume_a_lesson(): void
    {
        $e = $this->enrollment();
        app(AttendanceService::class)->checkIn($e, '2025-11-01', 'leave');
        $this->assertSame(0, $e->fresh()->attended_lessons);
    }

    public function test_fourth_leave_counts_as_absent(): void
    {
        $e = $this->enrollment();
        $svc = app(AttendanceService::class);
        foreach (['2025-11-01', '2025-11-08', '2025-11-15', '2025-11-22'] as $d) {
            $svc->checkIn($e, $d, 'leave');
        }
        $this->assertSame(1, $e->fresh()->attended_lessons);
    }
}
