<?php

namespace Tests\Unit;

use App\Support\FeatureFlags;
use Illuminate\Config\Repository;
use PHPUnit\Framework\TestCase;

class FeatureFlagsTest extends TestCase
{
    private function flags(array $flags): FeatureFlags
    {
        return new FeatureFlags(new Repository(['features' => ['flags' => $flags]]));
    }

    protected function tearDown(): void
    {
        putenv('FEATURE_SHOP_ANALYTICS_BETA');
        parent::tearDown();
    }

    public function test_plain_boolean_flags(): void
    {
        $ff = $this->flags(['a' => true, 'b' => false]);
        $this->assertTrue($ff->enabled('a'));
        $this->assertFalse($ff->enabled('b'));
        $this->assertFalse($ff->enabled('missing'));
    }

    public function test_env_override_turns_a_flag_on(): void
    {
        putenv('FEATURE_SHOP_ANALYTICS_BETA=true');
        $this->assertTrue($this->flags(['shop_analytics_beta' => false])->enabled('shop_analytics_beta'));
    }

    public function test_rollout_needs_a_user(): void
    {
        $this->assertFalse($this->flags(['x' => ['percent' => 100]])->enabled('x'));
        $this->assertTrue($this->flags(['x' => ['percent' => 100]])->enabled('x', (object) ['id' => 7]));
    }
}
