<?php

namespace Tests\Feature;

use App\Models\Workspace;
use App\Support\Features;
use Tests\TestCase;

class FeaturesTest extends TestCase
{
    public function test_free_plan_has_no_export(): void
    {
        $ws = new Workspace(['plan' => 'free']);
        $this->assertFalse(Features::enabled($ws, 'export_csv'));
    }

    public function test_trial_workspace_gets_business_features(): void
    {
        $ws = new Workspace(['plan' => 'free', 'trial_ends_at' => now()->addDays(7)]);
        $this->assertTrue(Features::enabled($ws, 'sso'));
    }

    public function test_expired_trial_falls_back_to_plan(): void
    {
        $ws = new Workspace(['plan' => 'free', 'trial_ends_at' => now()->subDay()]);
        $this->assertFalse(Features::enabled($ws, 'sso'));
    }
}
