package scala;
/** Stand-in for scala.Option (CGSuite's exceptions take one). */
public class Option<T> {}
