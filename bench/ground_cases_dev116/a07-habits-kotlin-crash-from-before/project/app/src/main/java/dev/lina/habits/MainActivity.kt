package dev.lina.habits

import android.os.Bundle
import androidx.activity.viewModels
import androidx.appcompat.app.AppCompatActivity
import androidx.recyclerview.widget.LinearLayoutManager
import dev.lina.habits.databinding.ActivityMainBinding

class MainActivity : AppCompatActivity() {

    private val vm: HabitViewModel by viewModels()
    private lateinit var binding: ActivityMainBinding

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityMainBinding.inflate(layoutInflater)
        setContentView(binding.root)

        val adapter = HabitAdapter(onCheckIn = vm::checkIn, onToggleArchived = vm::toggleArchived)
        binding.list.layoutManager = LinearLayoutManager(this)
        binding.list.adapter = adapter

        vm.habits.observe(this) { habits ->
            adapter.submit(habits, vm.streaks.value.orEmpty())
        }
        vm.streaks.observe(this) { streaks ->
            adapter.submit(vm.habits.value.orEmpty(), streaks)
        }
    }
}
