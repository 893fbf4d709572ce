@servers(['web-1' => 'deploy@10.0.1.11', 'web-2' => 'deploy@10.0.1.12'])

@setup
    $release = date('YmdHis');
    $app = '/var/www/seikyu-app';
@endsetup

@story('deploy', ['on' => ['web-1', 'web-2'], 'parallel' => true])
    pull
    install
    migrate
    cron
    restart-workers
@endstory

@task('pull')
    cd {{ $app }} && git pull origin main
@endtask

@task('install')
    cd {{ $app }} && composer install --no-dev --optimize-autoloader
@endtask

@task('migrate', ['on' => 'web-1'])
    cd {{ $app }} && php artisan migrate --force
@endtask

@task('cron')
    echo "* * * * * cd {{ $app }} && php artisan schedule:run >> /dev/null 2>&1" | crontab -
@endtask

@task('restart-workers')
    cd {{ $app }} && php artisan queue:restart
@endtask
