import CollectionCanvas
import CollectionModel
import CollectionUI

/// When a ``DataManager`` applies the changes made to it.
///
/// Every mutation of a data manager changes its model at once (queries answer the new state
/// immediately) and joins the pending batch; the batch is applied to the data source in one
/// `apply` when the scheduler says so, or at once with ``ReloadHandler/reloadImmediately()``.
///
/// - ``nextLayout`` (the default): at the next layout pass of the ``ConfigurableCollectionView``,
///   which the front end runs before it draws each frame (and before a key or mouse event is
///   handled). Everything changed while handling one event is one apply; this needs no run
///   loop and works headlessly (`HeadlessScreen.render()` flushes).
/// - ``immediate``: every mutation is applied on its own, at once.
/// - ``custom(_:)``: the application's runner decides, for example
///   `.custom { flush in DispatchQueue.main.async { flush() } }` on a run loop, or a queue of
///   work the curses runner drains after each event.
public struct UpdateScheduler {
    let schedule: ((@escaping () -> Void) -> Void)?

    /// Applies the pending batch at the next layout pass of the view (or when flushed).
    public static var nextLayout: UpdateScheduler { UpdateScheduler(schedule: nil) }

    /// Applies each mutation at once.
    public static var immediate: UpdateScheduler { UpdateScheduler(schedule: { flush in flush() }) }

    /// Hands `schedule` a `flush` function once per batch, when the batch's first mutation is
    /// made; the batch is applied when `flush` is called (or earlier, at a layout pass or with
    /// ``ReloadHandler/reloadImmediately()``; a late `flush` then does nothing).
    public static func custom(_ schedule: @escaping (_ flush: @escaping () -> Void) -> Void) -> UpdateScheduler {
        UpdateScheduler(schedule: schedule)
    }
}
