package cn.hexa.shop.orders

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import androidx.core.view.isVisible
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import cn.hexa.shop.ShopApp
import cn.hexa.shop.databinding.FragmentOrderListBinding
import com.google.android.material.snackbar.Snackbar

class OrderListFragment : Fragment() {

    private var _binding: FragmentOrderListBinding? = null
    private val binding get() = _binding!!

    private val viewModel: OrderListViewModel by viewModels { ShopApp.viewModelFactory }
    private val adapter = OrderAdapter { order -> OrderDetailActivity.start(requireContext(), order.id) }

    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, savedInstanceState: Bundle?): View {
        _binding = FragmentOrderListBinding.inflate(inflater, container, false)
        return binding.root
    }

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        binding.orderList.adapter = adapter
        binding.swipeRefresh.setOnRefreshListener { viewModel.load(force = true) }
        viewModel.state.observe(viewLifecycleOwner) { state ->
            val refreshing = binding.swipeRefresh.isRefreshing
            binding.loading.isVisible = state is OrdersState.Loading && !refreshing
            if (state !is OrdersState.Loading) binding.swipeRefresh.isRefreshing = false
            when (state) {
                is OrdersState.Loaded -> {
                    adapter.submitList(state.orders)
                    binding.emptyView.isVisible = state.orders.isEmpty()
                }
                is OrdersState.Failed -> Snackbar.make(view, state.message, Snackbar.LENGTH_LONG).show()
                OrdersState.Loading -> Unit
            }
        }
        viewModel.load()
    }

    override fun onDestroyView() {
        super.onDestroyView()
        _binding = null
    }
}
