<?php

namespace Deployer;

require 'recipe/laravel.php';

set('application', 'member-portal');
set('repository', 'git@github.com:acme-jp/member-portal.git');
set('keep_releases', 5);
set('writable_mode', 'chmod');

add('shared_files', ['.env']);
add('shared_dirs', ['storage']);

host('staging')
    ->set('hostname', 'stg-portal-01.internal')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/member-portal');

host('production')
    ->set('hostname', 'portal-01.internal')
    ->set('remote_user', 'deploy')
    ->set('deploy_path', '/var/www/member-portal');

task('build:assets', function () {
    cd('{{release_path}}');
    run('npm ci && npm run build');
});

after('deploy:vendors', 'build:assets');
after('deploy:symlink', 'artisan:queue:restart');
after('deploy:failed', 'deploy:unlock');
