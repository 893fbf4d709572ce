<?php

use App\Models\Company;
use App\Models\Invoice;
use App\Models\User;

beforeEach(function () {
    $this->company = Company::factory()->create();
    $this->draft = Invoice::factory()->draft()->for($this->company)->create();
});

it('lets an accountant delete a draft of their company', function () {
    $user = User::factory()->for($this->company)->create(['role' => User::ROLE_ACCOUNTANT]);

    expect($user->can('delete', $this->draft))->toBeTrue();
});

it('does not let a viewer delete a draft', function () {
    $user = User::factory()->for($this->company)->create(['role' => User::ROLE_VIEWER]);

    expect($user->can('delete', $this->draft))->toBeFalse();
});

it('does not let an accountant of another company delete a draft', function () {
    $other = Company::factory()->create();
    $user = User::factory()->for($other)->create(['role' => User::ROLE_ACCOUNTANT]);

    expect($user->can('delete', $this->draft))->toBeFalse();
});

it('never deletes an issued invoice', function () {
    $admin = User::factory()->for($this->company)->create(['role' => User::ROLE_ADMIN]);
    $issued = Invoice::factory()->issued()->for($this->company)->create();

    expect($admin->can('delete', $issued))->toBeFalse();
});
