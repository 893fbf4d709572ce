package com.fitlog.ui

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.fragment.app.Fragment
import androidx.recyclerview.widget.LinearLayoutManager
import com.fitlog.R
import com.fitlog.data.Workout
import com.fitlog.data.WorkoutRepository
import com.fitlog.databinding.FragmentProfileBinding

class ProfileFragment : Fragment() {

    private var _binding: FragmentProfileBinding? = null
    private val binding get() = _binding!!

    private lateinit var adapter: WorkoutAdapter
    private val repository by lazy { WorkoutRepository.get(requireContext()) }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        repository.loadWorkouts(userId(), ::onWorkoutsLoaded)
    }

    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View {
        _binding = FragmentProfileBinding.inflate(inflater, container, false)
        return binding.root
    }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        adapter = WorkoutAdapter { workout -> openWorkout(workout) }
        binding.workoutList.layoutManager = LinearLayoutManager(requireContext())
        binding.workoutList.adapter = adapter
        binding.name.text = requireArguments().getString(ARG_NAME)
        binding.swipeRefresh.setOnRefreshListener {
            repository.invalidate(userId())
            repository.loadWorkouts(userId()) { workouts ->
                onWorkoutsLoaded(workouts)
                _binding?.swipeRefresh?.isRefreshing = false
            }
        }
    }

    private fun onWorkoutsLoaded(workouts: List<Workout>) {
        adapter.submitList(workouts)
        binding.emptyState.visibility = if (workouts.isEmpty()) View.VISIBLE else View.GONE
        binding.totalCount.text = getString(R.string.total_workouts, workouts.size)
    }

    private fun openWorkout(workout: Workout) {
        parentFragmentManager.beginTransaction()
            .replace(R.id.container, WorkoutDetailFragment.newInstance(workout.id))
            .addToBackStack(null)
            .commit()
    }

    private fun userId(): String = requireArguments().getString(ARG_USER_ID).orEmpty()

    override fun onDestroyView() {
        super.onDestroyView()
        _binding = null
    }

    companion object {
        private const val ARG_USER_ID = "user_id"
        private const val ARG_NAME = "name"

        fun newInstance(userId: String, name: String) = ProfileFragment().apply {
            arguments = Bundle().apply {
                putString(ARG_USER_ID, userId)
                putString(ARG_NAME, name)
            }
        }
    }
}
