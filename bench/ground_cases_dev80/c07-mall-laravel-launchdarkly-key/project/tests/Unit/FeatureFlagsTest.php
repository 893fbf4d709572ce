<?php

namespace Tests\Unit;

use App\Models\User;
use App\Services\FeatureFlags;
use LaunchDarkly\LDClient;
use Mockery;
use PHPUnit\Framework\TestCase;

class FeatureFlagsTest extends TestCase
{
    public function test_returns_the_variation(): void
    {
        $client = Mockery::mock(LDClient::class);
        $client->shouldReceive('variationDetail')->andReturn(
            new \LaunchDarkly\EvaluationDetail(true, 0, \LaunchDarkly\EvaluationReason::fallthrough())
        );

        $user = new User(['plan' => 'pro']);
        $user->id = 7;

        $this->assertTrue((new FeatureFlags($client))->isOn('one-click-pay', $user));
    }

    public function test_anonymous_users_get_a_context_too(): void
    {
        $client = Mockery::mock(LDClient::class);
        $client->shouldReceive('variationDetail')->andReturn(
            new \LaunchDarkly\EvaluationDetail(false, 1, \LaunchDarkly\EvaluationReason::off())
        );

        $this->assertFalse((new FeatureFlags($client))->isOn('one-click-pay', null));
    }
}
