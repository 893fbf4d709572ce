package com.tripbook.ui

import android.os.Bundle
import android.view.View
import androidx.fragment.app.Fragment
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.lifecycleScope
import androidx.lifecycle.repeatOnLifecycle
import androidx.recyclerview.widget.LinearLayoutManager
import com.tripbook.R
import com.tripbook.data.AppDatabase
import com.tripbook.databinding.FragmentTripListBinding
import kotlinx.coroutines.launch

class TripListFragment : Fragment(R.layout.fragment_trip_list) {
    private var binding: FragmentTripListBinding? = null
    private val adapter = TripAdapter(onClick = { trip -> (activity as? Navigator)?.openTrip(trip.id) })

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        val b = FragmentTripListBinding.bind(view).also { binding = it }
        b.list.layoutManager = LinearLayoutManager(requireContext())
        b.list.adapter = adapter
        val dao = AppDatabase.get(requireContext()).trips()
        viewLifecycleOwner.lifecycleScope.launch {
            viewLifecycleOwner.repeatOnLifecycle(Lifecycle.State.STARTED) {
                dao.observeActive().collect { trips ->
                    adapter.submitList(trips)
                    b.empty.visibility = if (trips.isEmpty()) View.VISIBLE else View.GONE
                }
            }
        }
    }

    override fun onDestroyView() {
        binding = null
        super.onDestroyView()
    }
}
