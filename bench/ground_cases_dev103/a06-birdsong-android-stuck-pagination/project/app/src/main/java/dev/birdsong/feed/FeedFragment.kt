package dev.birdsong.feed

import android.os.Bundle
import android.view.View
import android.widget.Toast
import androidx.fragment.app.Fragment
import androidx.lifecycle.lifecycleScope
import androidx.recyclerview.widget.LinearLayoutManager
import androidx.recyclerview.widget.RecyclerView
import androidx.swiperefreshlayout.widget.SwipeRefreshLayout
import dev.birdsong.R
import kotlinx.coroutines.launch

class FeedFragment(private val viewModel: FeedViewModel) : Fragment(R.layout.fragment_feed) {

    private val adapter = FeedAdapter()

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        val swipe = view.findViewById<SwipeRefreshLayout>(R.id.feed_swipe)
        swipe.setOnRefreshListener { viewModel.refresh() }
        val list = view.findViewById<RecyclerView>(R.id.feed_list)
        val layout = LinearLayoutManager(requireContext())
        list.layoutManager = layout
        list.adapter = adapter
        list.addOnScrollListener(object : RecyclerView.OnScrollListener() {
            override fun onScrolled(rv: RecyclerView, dx: Int, dy: Int) {
                if (dy > 0 && layout.findLastVisibleItemPosition() >= adapter.itemCount - 5) {
                    viewModel.loadMore()
                }
            }
        })
        viewLifecycleOwner.lifecycleScope.launch {
            viewModel.state.collect { state ->
                adapter.submitList(state.items)
                swipe.isRefreshing = state.isLoading && state.items.isEmpty()
                state.error?.let { Toast.makeText(requireContext(), it, Toast.LENGTH_SHORT).show() }
            }
        }
    }
}
